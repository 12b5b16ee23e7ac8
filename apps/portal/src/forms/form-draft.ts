const PREFIX = 'pod-portal.form.';

/**
 * The values a form held when the tab last saw it (kept in the tab's session storage), laid
 * over `defaults`: only the fields `defaults` has, and only with the same type, so a stored
 * value from an older version of the form never breaks it.
 */
export function readFormDraft<Values extends object>(name: string, defaults: Values): Values {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(PREFIX + name) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return defaults;
    const merged = { ...defaults } as Record<string, unknown>;
    for (const [field, value] of Object.entries(defaults)) {
      const kept = (stored as Record<string, unknown>)[field];
      if (kept !== undefined && typeof kept === typeof value) merged[field] = kept;
    }
    return merged as Values;
  } catch {
    return defaults;
  }
}

export function writeFormDraft(name: string, values: object): void {
  sessionStorage.setItem(PREFIX + name, JSON.stringify(values));
}

export function clearFormDraft(name: string): void {
  sessionStorage.removeItem(PREFIX + name);
}
