import QRCode from "qrcode";

// The authenticator app's set-up as the account page shows it (docs/decisions/420): the key to
// type, the address, a QR code of the address drawn on the server as SVG (so it shows without
// JavaScript, and the library never reaches the browser), and the recovery codes.

export interface EnrolmentView {
  uri: string;
  secret: string;
  /** SVG markup, made here from the address alone. */
  qr: string;
  recoveryCodes: string[];
}

export async function enrolmentView(uri: string, recoveryCodes: string[]): Promise<EnrolmentView> {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  const qr = await QRCode.toString(uri, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#0f172a", light: "#ffffff" },
  });
  return { uri, secret, qr, recoveryCodes };
}
