/** Where users write for help; set VITE_SUPPORT_EMAIL when building for another deployment. */
export const SUPPORT_EMAIL: string =
  import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@printondemand.example';
