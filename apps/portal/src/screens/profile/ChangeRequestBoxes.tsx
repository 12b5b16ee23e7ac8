import { changedFields, PROFILE_CHANGE_GROUPS } from '@pod-portal/domain';

export interface ChangeRequestBoxesProps {
  current: { user: Record<string, unknown>; bankInfo: Record<string, unknown> };
  requested: { user: Record<string, unknown>; bankInfo: Record<string, unknown> };
  headingLevel: 2 | 3;
}

/**
 * A change request in its three boxes (User Details, Signing Details, Banking Details): each
 * changed field from the value in use to the requested one, or 'No Changes Made'.
 */
export function ChangeRequestBoxes({ current, requested, headingLevel }: ChangeRequestBoxesProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="app-change-boxes">
      {PROFILE_CHANGE_GROUPS.map((group) => {
        const rows = changedFields(group, current[group.part], requested[group.part]);
        return (
          <section key={group.title} className="app-change-box" aria-label={group.title}>
            <Heading>{group.title}</Heading>
            {rows.length === 0 ? (
              <p>No Changes Made</p>
            ) : (
              <dl className="app-details">
                {rows.map((row) => (
                  <div key={row.field} className="app-details__row">
                    <dt>{row.label}</dt>
                    <dd>
                      {row.from && (
                        <>
                          <del>
                            <span className="app-visually-hidden">was </span>
                            {row.from}
                          </del>{' '}
                        </>
                      )}
                      <ins>
                        {row.from && <span className="app-visually-hidden">now </span>}
                        {row.to}
                      </ins>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        );
      })}
    </div>
  );
}
