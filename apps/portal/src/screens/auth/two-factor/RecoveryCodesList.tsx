/** Recovery codes, shown once: each works once in place of the app's code. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <div className="app-recovery-codes">
      <p>
        <strong>Save these recovery codes somewhere safe: they are shown only now.</strong> Each one
        logs you in once if you lose your authenticator app.
      </p>
      <ul aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
