/** An authenticator app's secret to set up: the QR code to scan, and the secret to type. */
export function TotpSecret({ secret, qrCode }: { secret: string; qrCode: string }) {
  return (
    <div className="app-totp-secret">
      <p>Scan this QR code with your authenticator app, or type the key into it.</p>
      <img src={qrCode} alt="QR code for your authenticator app" width={176} height={176} />
      <p>
        Key: <code className="app-totp-key">{secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
    </div>
  );
}
