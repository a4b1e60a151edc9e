import { Injectable } from '@nestjs/common';
import { MEMBER_TERMS_VERSION, PRIVACY_POLICY_VERSION } from '@maison/shared';

import type { LegalVersions, LegalVersionSource } from '../../../common/legal-versions';

/** The versions the shared constants name: the source while no legal text is published by staff. */
@Injectable()
export class ConstantLegalVersions implements LegalVersionSource {
    currentVersions(): Promise<LegalVersions> {
        return Promise.resolve({ privacyPolicy: PRIVACY_POLICY_VERSION, memberTerms: MEMBER_TERMS_VERSION });
    }
}
