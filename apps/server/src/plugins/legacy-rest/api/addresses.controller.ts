import { Controller } from '@nestjs/common';
import { chineseAddressSchema, MAX_MEMBER_ADDRESSES } from '@maison/shared';
import { addressBookOrder, codesOf, toAddressInput } from '@maison/shared/regions';
import { type Address, idsAreEqual, TransactionalConnection } from '@vendure/core';
import { z } from 'zod';

import { MemberRecordsService } from '../../membership';
import type { LegacyCall } from './legacy-auth.guard';
import { LegacyFailure } from './legacy-failure';
import { LegacyInput } from './legacy-input';
import { LegacyRoute } from './legacy-route';
import { idParam } from './schemas';

const fields = chineseAddressSchema.shape;

/**
 * An address as the mini-program sends it: the storefront's address form's fields and rules
 * (the shared `chineseAddressSchema`), the regions by their division codes (applet/addressMetadata),
 * each region inside the one before it.
 */
const addressBody = z.object({
    name: fields.fullName.describe('Who receives the parcel'),
    mobile: fields.phoneNumber.describe('A mainland mobile number, 11 digits'),
    province_code: fields.provinceCode.describe('2 digits'),
    city_code: fields.cityCode.describe('4 digits, inside the province'),
    district_code: fields.districtCode.describe('6 digits, inside the city'),
    street: fields.streetLine1.describe('Street, building, flat'),
    postcode: fields.postalCode.describe('6 digits'),
    default_shipping: z.boolean().optional().describe('The default delivery address (left as it is when not sent)'),
    default_billing: z.boolean().optional().describe('The default invoice address (left as it is when not sent)'),
});
type AddressBody = z.infer<typeof addressBody>;

const addressAnswer = z.object({
    id: z.string(),
    name: z.string(),
    mobile: z.string(),
    province: z.string(),
    city: z.string(),
    district: z.string(),
    street: z.string(),
    postcode: z.string(),
    province_code: z.string().describe('Empty when the kept names match no region any more'),
    city_code: z.string(),
    district_code: z.string(),
    country_id: z.string(),
    default_shipping: z.boolean(),
    default_billing: z.boolean(),
});
type AddressAnswer = z.infer<typeof addressAnswer>;

const idParams = z.object({ id: idParam });

function answerOf(address: Address): AddressAnswer {
    const codes = codesOf(address);
    return {
        id: String(address.id),
        name: address.fullName,
        mobile: address.phoneNumber,
        province: address.province,
        city: address.city,
        district: address.streetLine2,
        street: address.streetLine1,
        postcode: address.postalCode,
        province_code: codes?.provinceCode ?? '',
        city_code: codes?.cityCode ?? '',
        district_code: codes?.districtCode ?? '',
        country_id: address.country?.code ?? 'CN',
        default_shipping: address.defaultShippingAddress,
        default_billing: address.defaultBillingAddress,
    };
}

/** The address as Vendure keeps it, with the regions' names; 400 naming the district when they do not nest. */
function inputOf(body: AddressBody) {
    const input = toAddressInput({
        fullName: body.name,
        phoneNumber: body.mobile,
        provinceCode: body.province_code,
        cityCode: body.city_code,
        districtCode: body.district_code,
        streetLine1: body.street,
        postalCode: body.postcode,
    });
    if (!input) throw new LegacyFailure('INVALID', 'district_code');
    return {
        ...input,
        defaultShippingAddress: body.default_shipping,
        defaultBillingAddress: body.default_billing,
    };
}

/**
 * The member's address book, over the services of the Shop API's: at most MAX_MEMBER_ADDRESSES
 * addresses (ADDRESS_BOOK_FULL beyond), another member's address id answered as none (404).
 */
@Controller('legacy-api')
export class AddressesController {
    constructor(
        private records: MemberRecordsService,
        private connection: TransactionalConnection,
    ) {}

    @LegacyRoute({
        method: 'GET',
        path: 'applet/getAddressList',
        summary: 'The member’s addresses, the default delivery address first',
        tag: 'Addresses',
        auth: 'member',
        style: 'data',
        response: z.array(addressAnswer),
    })
    async list(@LegacyInput() { ctx }: LegacyCall): Promise<AddressAnswer[]> {
        const addresses = await this.records.ownAddresses(ctx);
        return [...addresses].sort(addressBookOrder).map(answerOf);
    }

    @LegacyRoute({
        method: 'GET',
        path: 'applet/getAddress/:id',
        summary: 'One of the member’s addresses; another member’s id is 404',
        tag: 'Addresses',
        auth: 'member',
        style: 'data',
        params: idParams,
        response: addressAnswer,
    })
    async one(@LegacyInput() { ctx, params }: LegacyCall): Promise<AddressAnswer> {
        const { id } = params as z.infer<typeof idParams>;
        const address = (await this.records.ownAddresses(ctx)).find((a) => idsAreEqual(a.id, id));
        if (!address) throw new LegacyFailure('ENTITY_NOT_FOUND', 'id');
        return answerOf(address);
    }

    @LegacyRoute({
        method: 'POST',
        path: 'applet/createAddress',
        summary: `Adds an address to the member’s book (at most ${MAX_MEMBER_ADDRESSES})`,
        tag: 'Addresses',
        auth: 'member',
        style: 'data',
        body: addressBody,
        response: addressAnswer,
        failures: ['ADDRESS_BOOK_FULL'],
    })
    async create(@LegacyInput() { ctx, body }: LegacyCall): Promise<AddressAnswer> {
        const input = inputOf(body as AddressBody);
        const address = await this.connection.withTransaction(ctx, (tx) => this.records.addAddress(tx, input));
        return answerOf(address);
    }

    @LegacyRoute({
        method: 'POST',
        path: 'applet/updateAddress/:id',
        summary: 'Replaces one of the member’s addresses; another member’s id is 404',
        tag: 'Addresses',
        auth: 'member',
        style: 'data',
        params: idParams,
        body: addressBody,
        response: addressAnswer,
    })
    async update(@LegacyInput() { ctx, params, body }: LegacyCall): Promise<AddressAnswer> {
        const { id } = params as z.infer<typeof idParams>;
        const input = inputOf(body as AddressBody);
        const address = await this.connection.withTransaction(ctx, (tx) =>
            this.records.updateOwnAddress(tx, { id, ...input }),
        );
        return answerOf(address);
    }

    @LegacyRoute({
        method: 'DELETE',
        path: 'applet/deleteAddress/:id',
        summary: 'Deletes one of the member’s addresses; another member’s id is 404',
        tag: 'Addresses',
        auth: 'member',
        style: 'data',
        params: idParams,
        response: z.literal(true),
    })
    async remove(@LegacyInput() { ctx, params }: LegacyCall): Promise<true> {
        const { id } = params as z.infer<typeof idParams>;
        await this.connection.withTransaction(ctx, (tx) => this.records.deleteOwnAddress(tx, id));
        return true;
    }
}
