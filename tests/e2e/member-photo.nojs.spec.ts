import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { joinAs } from "./accounts";
import { logoPng } from "./companies-helpers";
import { file, unique } from "./forms-helpers";

// A member's photo without JavaScript (issue 29): uploaded with the profile form, re-encoded
// (never served as sent), shown to visitors only while the member is listed; a file that is not
// an image is refused with the reason and the other fields are kept.

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

test("a member's photo is re-encoded, public while listed, and a wrong file is refused", async ({
  page,
  browser,
}) => {
  const name = `Pia Photo ${unique()}`;
  await page.goto("/");
  await joinAs(page, name);
  await page.goto("/account/profile");
  await page.getByLabel("List me in the Members Directory").check();
  await page.getByLabel("Role").fill("Category Manager");
  await page.getByLabel("Region").selectOption("Europe");

  await page.getByLabel("Photo", { exact: true }).setInputFiles(file("photo.png", "exe", 4096));
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("The photo must be a PNG, JPEG or WebP image.")).toBeVisible();
  await expect(page.getByLabel("Role")).toHaveValue("Category Manager");

  const photo = await logoPng();
  await page.getByLabel("Photo", { exact: true }).setInputFiles(photo);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status")).toContainText("listed in the Members Directory");

  const profilePath = await page
    .getByRole("link", { name: /^\/network\/members\// })
    .getAttribute("href");
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const served = await visitor.request.get(`${profilePath}/photo`);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  const bytes = await served.body();
  expect(sha256(bytes)).not.toBe(sha256(photo.buffer));
  const { format, width, height } = await sharp(bytes).metadata();
  expect({ format, width, height }).toEqual({ format: "webp", width: 256, height: 256 });

  // Unlisted: visitors no longer see the photo; the member still does.
  await page.goto("/account/profile");
  await page.getByLabel("List me in the Members Directory").uncheck();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status")).toContainText("not listed");
  expect((await visitor.request.get(`${profilePath}/photo`)).status()).toBe(404);
  expect((await page.request.get(`${profilePath}/photo`)).status()).toBe(200);
  await visitor.close();
});
