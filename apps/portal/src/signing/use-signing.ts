import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useUserId } from '../session/use-current-user.ts';
import { savedSignatureQuery } from './saved-signature-query.ts';
import {
  EMPTY_SIGNING,
  type SigningProblems,
  type SigningValues,
  signingProblems,
} from './signing-values.ts';

export interface CompleteSigning {
  signature: string;
  initials: string;
  signedPlace: string;
}

/**
 * A signing screen's state: the values (the kept signature offered first), the problems shown
 * once the author tries to continue, the modal of missing parts, and keeping the signature.
 */
export function useSigning() {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const queryClient = useQueryClient();
  const saved = useQuery(savedSignatureQuery(pod, userId));
  const [values, setValues] = useState<SigningValues>(EMPTY_SIGNING);
  const [problems, setProblems] = useState<SigningProblems>({});
  const [missing, setMissing] = useState<SigningProblems | null>(null);
  const savedSignature = saved.data ?? null;

  useEffect(() => {
    if (savedSignature)
      setValues((current) =>
        current.signature === null ? { ...current, signature: savedSignature } : current,
      );
  }, [savedSignature]);

  const change = useCallback((next: SigningValues) => {
    setValues(next);
    // Problems already shown follow the fields as they are fixed.
    setProblems((shown) => (Object.keys(shown).length > 0 ? signingProblems(next) : shown));
  }, []);

  /** The complete signing, or null after showing what is missing. */
  const check = (): CompleteSigning | null => {
    const found = signingProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0 || !values.signature || !values.initials) {
      setMissing(found);
      return null;
    }
    return {
      signature: values.signature,
      initials: values.initials,
      signedPlace: values.signedPlace.trim(),
    };
  };

  /** After a successful signing: keeps a new signature when the author asked to. */
  const keepSignature = async (signature: string) => {
    if (!values.keepSignature || signature === savedSignature) return;
    await pod.contracts.saveUserSignature({ body: { fileData: signature } });
    await queryClient.invalidateQueries({ queryKey: savedSignatureQuery(pod, userId).queryKey });
  };

  return {
    values,
    change,
    problems,
    missing,
    closeMissing: () => setMissing(null),
    check,
    keepSignature,
  };
}
