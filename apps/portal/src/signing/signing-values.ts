import { signingSchema } from '@pod-portal/domain';

/** What a signing screen collects: accepted terms, the two drawings and the place. */
export interface SigningValues {
  acceptedTerms: boolean;
  signature: string | null;
  initials: string | null;
  signedPlace: string;
  /** Keep this signature for later signings (saveUserSignature). */
  keepSignature: boolean;
}

export const EMPTY_SIGNING: SigningValues = {
  acceptedTerms: false,
  signature: null,
  initials: null,
  signedPlace: '',
  keepSignature: true,
};

export type SigningProblems = Partial<
  Record<'acceptedTerms' | 'signature' | 'initials' | 'signedPlace', string>
>;

/** The domain's signing rules: each missing part with its message (none when complete). */
export function signingProblems(values: SigningValues): SigningProblems {
  const result = signingSchema.safeParse({
    acceptedTerms: values.acceptedTerms,
    signature: values.signature ?? '',
    initials: values.initials ?? '',
    signedPlace: values.signedPlace,
  });
  if (result.success) return {};
  const problems: SigningProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (
      (field === 'acceptedTerms' ||
        field === 'signature' ||
        field === 'initials' ||
        field === 'signedPlace') &&
      problems[field] === undefined
    )
      problems[field] = issue.message;
  }
  return problems;
}
