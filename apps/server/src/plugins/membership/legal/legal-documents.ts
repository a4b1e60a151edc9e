import type { LegalVersions } from '../../../common/legal-versions';
import type { ConsentDocument } from '../entities/member-consent.entity';

/** A legal document a member accepts, as the Shop API names it (`LegalDocument`). */
export type LegalDocument = keyof LegalVersions;

export const LEGAL_DOCUMENTS: readonly LegalDocument[] = ['privacyPolicy', 'memberTerms'];

/** How each document is named in the consent log (MemberConsent.document). */
export const CONSENT_DOCUMENT_OF: Record<LegalDocument, ConsentDocument> = {
    privacyPolicy: 'privacy-policy',
    memberTerms: 'member-terms',
};

export function isLegalDocument(value: unknown): value is LegalDocument {
    return typeof value === 'string' && (LEGAL_DOCUMENTS as readonly string[]).includes(value);
}
