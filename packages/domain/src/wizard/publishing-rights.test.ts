import { describe, expect, it } from 'vitest';
import { decidePublishingRights } from './publishing-rights.ts';

const none = { rights: null, thirdPartyMaterial: null, publicDomainUse: null } as const;

describe('decidePublishingRights', () => {
  it('lets an owner without third-party material continue', () => {
    expect(decidePublishingRights({ ...none, rights: 'owner', thirdPartyMaterial: false })).toEqual(
      {
        kind: 'continue',
        next: 'general-info',
      },
    );
  });

  it('warns an owner with third-party material', () => {
    expect(decidePublishingRights({ ...none, rights: 'owner', thirdPartyMaterial: true })).toEqual({
      kind: 'not-allowed',
      message:
        'It appears you do not own the necessary publishing rights to proceed with this title.',
      goBackTo: '/new-book',
    });
  });

  it('lets a public-domain work continue once its use is chosen', () => {
    expect(
      decidePublishingRights({ ...none, rights: 'public-domain', publicDomainUse: 'compilation' }),
    ).toMatchObject({
      kind: 'continue',
    });
    expect(decidePublishingRights({ ...none, rights: 'public-domain' }).kind).toBe('incomplete');
  });

  it('asks for an option when nothing is answered', () => {
    expect(decidePublishingRights(none)).toEqual({
      kind: 'incomplete',
      message: 'Please select an option above to continue',
    });
    expect(decidePublishingRights({ ...none, rights: 'owner' }).kind).toBe('incomplete');
  });
});
