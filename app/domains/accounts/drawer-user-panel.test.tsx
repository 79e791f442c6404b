// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { memberLinksFor, type AuthContextValue } from "./auth-context";
import DrawerUserPanel from "./drawer-user-panel";
import type { AuthUserView } from "./user-view";

afterEach(cleanup);

function auth(user: Partial<AuthUserView>): AuthContextValue {
  return {
    status: "signed-in",
    user: {
      fullName: null,
      firstName: null,
      primaryEmailAddress: "ada@example.com",
      imageUrl: null,
      ...user,
    },
    openSignIn: vi.fn(),
    openSignUp: vi.fn(),
    openProfile: vi.fn(),
    signOut: vi.fn(),
    preload: vi.fn(),
    memberLinks: [],
    UserButton: () => null,
  };
}

describe("the mobile menu's signed-in block", () => {
  it("shows the full name and the primary e-mail", () => {
    render(<DrawerUserPanel auth={auth({ fullName: "Ada Lovelace", firstName: "Ada" })} />);
    expect(screen.getByTestId("drawer-user-name").textContent).toBe("Ada Lovelace");
    expect(screen.getByTestId("drawer-user-email").textContent).toBe("ada@example.com");
  });

  it('falls back to the first name, then to "User"', () => {
    const { rerender } = render(<DrawerUserPanel auth={auth({ firstName: "Ada" })} />);
    expect(screen.getByTestId("drawer-user-name").textContent).toBe("Ada");
    rerender(<DrawerUserPanel auth={auth({})} />);
    expect(screen.getByTestId("drawer-user-name").textContent).toBe("User");
  });

  it("closes the menu before opening the profile or signing out", async () => {
    const value = auth({ fullName: "Ada Lovelace" });
    const onNavigate = vi.fn();
    render(<DrawerUserPanel auth={value} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole("button", { name: "Profile" }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(value.openProfile).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(value.signOut).toHaveBeenCalledTimes(1);
  });

  it("links the member's companies and requests, and the console for operators only", () => {
    const member = {
      ...auth({ fullName: "Ada Lovelace" }),
      memberLinks: memberLinksFor({ isOperator: false, inbox: null }),
    };
    const { rerender } = render(
      <MemoryRouter>
        <DrawerUserPanel auth={member} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "My companies" }).getAttribute("href")).toBe(
      "/account/companies",
    );
    expect(screen.getByRole("link", { name: "Your requests" }).getAttribute("href")).toBe(
      "/account/requests",
    );
    expect(screen.queryByRole("link", { name: /Company inbox/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Console" })).toBeNull();
    const operator = { ...member, memberLinks: memberLinksFor({ isOperator: true, inbox: null }) };
    rerender(
      <MemoryRouter>
        <DrawerUserPanel auth={operator} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Console" }).getAttribute("href")).toBe("/admin");
  });

  it("links an owner's company inbox with its new requests", () => {
    const owner = {
      ...auth({ fullName: "Ada Lovelace" }),
      memberLinks: memberLinksFor({ isOperator: false, inbox: { unread: 3 } }),
    };
    render(
      <MemoryRouter>
        <DrawerUserPanel auth={owner} />
      </MemoryRouter>,
    );
    const inbox = screen.getByRole("link", { name: "Company inbox (3 new)" });
    expect(inbox.getAttribute("href")).toBe("/account/inbox");
    expect(inbox.textContent).toBe("Company inbox3");
  });
});
