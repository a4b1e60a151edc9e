import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ChannelService, Permission, ProcessContext, Role, TransactionalConnection } from '@vendure/core';

import { CONTENT_ROLES, editContentPermission, publishContentPermission } from '../constants';

// Strings, not Permission: the plugin's own permissions are not members of Vendure's enum.
const EDITOR_PERMISSIONS: string[] = [
    Permission.Authenticated,
    editContentPermission.Permission,
    Permission.ReadAsset,
    Permission.CreateAsset,
    Permission.ReadCatalog,
];

/**
 * The content editor and publisher roles, made at start-up when absent so staff can hand them
 * out; a role staff changed or deleted is theirs (only a missing code is made again).
 */
@Injectable()
export class ContentRolesService implements OnApplicationBootstrap {
    constructor(
        private connection: TransactionalConnection,
        private channels: ChannelService,
        private processContext: ProcessContext,
    ) {}

    async onApplicationBootstrap(): Promise<void> {
        if (this.processContext.isWorker) return;
        await this.ensureRoles();
    }

    async ensureRoles(): Promise<void> {
        const roles = this.connection.rawConnection.getRepository(Role);
        const channel = await this.channels.getDefaultChannel();
        const wanted = [
            { ...CONTENT_ROLES.editor, permissions: EDITOR_PERMISSIONS },
            { ...CONTENT_ROLES.publisher, permissions: [...EDITOR_PERMISSIONS, publishContentPermission.Permission] },
        ];
        for (const role of wanted) {
            if (await roles.existsBy({ code: role.code })) continue;
            try {
                await roles.save(
                    new Role({
                        code: role.code,
                        description: role.description,
                        permissions: role.permissions as Permission[],
                        channels: [channel],
                    }),
                );
            } catch (err) {
                // Another instance starting at the same moment made it first.
                if (!(await roles.existsBy({ code: role.code }))) throw err;
            }
        }
    }
}
