/** Shown when the profile's stored details fill some fields. */
export function LockedNote() {
  return (
    <p className="wizard-note">
      Some details come from your profile and cannot be changed here. To change them, go to the
      Profile section and choose "Update Request".
    </p>
  );
}
