import { Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { PersonalDataService } from '../services/personal-data.service';

@Resolver()
export class PersonalDataResolver {
    constructor(private personalData: PersonalDataService) {}

    @Query()
    @Allow(Permission.Owner)
    myPersonalData(@Ctx() ctx: RequestContext) {
        return this.personalData.collect(ctx);
    }
}
