import { ADMIN_LOGIN, CREATE_ADMINISTRATOR, CREATE_ROLE } from '../src/plugins/reviews/e2e/graphql/admin-documents';
import type { TestShop } from './test-shop';

/**
 * A staff member of a role of their own with `permissions`, made by the superadmin and signed
 * in: their session token. `code` names the role and the address `code@example.com`.
 */
export async function signInStaff(
    shop: TestShop,
    adminToken: string,
    code: string,
    permissions: string[],
): Promise<string> {
    const role = await shop.admin<{ createRole: { id: string } }>(
        CREATE_ROLE,
        { input: { code, description: code, permissions } },
        adminToken,
    );
    const emailAddress = `${code}@example.com`;
    await shop.admin(
        CREATE_ADMINISTRATOR,
        {
            input: {
                firstName: 'Staff',
                lastName: code,
                emailAddress,
                password: 'staff-password-1',
                roleIds: [role.data.createRole.id],
            },
        },
        adminToken,
    );
    return (await shop.admin(ADMIN_LOGIN, { username: emailAddress, password: 'staff-password-1' })).token!;
}
