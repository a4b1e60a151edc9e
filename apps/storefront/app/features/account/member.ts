import { formatPersonName, isMailable } from '@maison/shared';

/** The signed-in member as the account pages show them. */
export interface Member {
    id: string;
    firstName: string;
    lastName: string;
    emailAddress: string;
    phoneNumber: string | null;
}

/** A mobile number with its middle four digits hidden, as Chinese shops show it. */
export function maskMobile(mobile: string): string {
    return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** What to call the member: their name, written as the page's language writes names, else their number. */
export function memberName(
    member: Pick<Member, 'firstName' | 'lastName' | 'phoneNumber' | 'emailAddress'>,
    locale: string,
): string {
    const name = formatPersonName(member, locale);
    if (name) return name;
    if (member.phoneNumber) return maskMobile(member.phoneNumber);
    return isMailable(member.emailAddress) ? member.emailAddress : '';
}
