import { placeholderEmail } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import { maskMobile, memberName } from './member';

describe('member display', () => {
    it('hides the middle of a mobile number', () => {
        expect(maskMobile('13800138000')).toBe('138****8000');
    });
    it('names the member by name, else number, never by the stand-in address', () => {
        const member = { firstName: '伟', lastName: '李', phoneNumber: '13800138000', emailAddress: 'a@b.cn' };
        expect(memberName(member, 'zh')).toBe('李伟');
        expect(memberName({ ...member, firstName: '', lastName: '' }, 'zh')).toBe('138****8000');
        expect(memberName({ firstName: '', lastName: '', phoneNumber: null, emailAddress: 'a@b.cn' }, 'en')).toBe(
            'a@b.cn',
        );
        expect(
            memberName(
                {
                    firstName: '',
                    lastName: '',
                    phoneNumber: null,
                    emailAddress: placeholderEmail('13800138000'),
                },
                'zh',
            ),
        ).toBe('');
    });
    it("writes the name as the page's language does", () => {
        const member = { firstName: 'Lei', lastName: 'Li', phoneNumber: null, emailAddress: 'a@b.cn' };
        expect(memberName(member, 'zh')).toBe('LiLei');
        expect(memberName(member, 'en')).toBe('Lei Li');
        expect(memberName(member, 'de')).toBe('Lei Li');
    });
});
