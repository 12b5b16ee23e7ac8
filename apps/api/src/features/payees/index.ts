// Payees: the people a book's author shares its royalty with, their invitations and share
// agreements, and the royalties split over them or held until they all accepted.
// This file is the feature's public face: other features and the entry points use only it.

export { payeeAnswerEmailJob } from './payee-answer-email.ts';
export { payeeInvitationEmailJob } from './payee-invitation-email.ts';
export { routeRoyalties } from './payee-royalties.ts';
export { shareAgreementKey, userShareAgreements } from './payee-views.ts';
