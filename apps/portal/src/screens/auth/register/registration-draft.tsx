import type { RegistrationEmailPassword } from '@pod-portal/domain';
import { createContext, type ReactNode, useContext, useState } from 'react';

interface RegistrationDraft {
  credentials: RegistrationEmailPassword | null;
  setCredentials: (credentials: RegistrationEmailPassword) => void;
}

const DraftContext = createContext<RegistrationDraft | null>(null);

/** Holds the first stage's email and password until the account is created (never stored). */
export function RegistrationDraftProvider({ children }: { children: ReactNode }) {
  const [credentials, setCredentials] = useState<RegistrationEmailPassword | null>(null);
  return (
    <DraftContext.Provider value={{ credentials, setCredentials }}>
      {children}
    </DraftContext.Provider>
  );
}

export function useRegistrationDraft(): RegistrationDraft {
  const draft = useContext(DraftContext);
  if (!draft) throw new Error('useRegistrationDraft needs a RegistrationDraftProvider');
  return draft;
}
