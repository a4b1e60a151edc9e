import { Injectable } from '@nestjs/common';
import { isMailable } from '@maison/shared';
import {
    Address,
    Customer,
    idsAreEqual,
    Order,
    OrderLine,
    RequestContext,
    TransactionalConnection,
    type Translation,
} from '@vendure/core';

import { MemberConsentsService } from './member-consents.service';
import { MemberRecordsService } from './member-records.service';

/**
 * A part of a member's data download that another plugin keeps (appointments, wishlist…):
 * `collect` answers what that plugin holds of the member, as plain JSON, bounded.
 */
export interface PersonalDataSection {
    /** The section's key in the download; one plugin, one key. */
    key: string;
    collect(ctx: RequestContext, customer: Customer): Promise<unknown>;
}

/** The most orders a download lists, newest first; more than any member of the shop has. */
export const MAX_ORDERS_IN_DOWNLOAD = 500;

/** The sections this plugin writes itself; another plugin's may not take their keys. */
const OWN_SECTIONS = ['exportedAt', 'profile', 'addresses', 'orders', 'consents'];

/**
 * A copy of the signed-in member's own data (PIPL art. 45), as JSON: the profile, addresses,
 * orders and consents this plugin reads, and the sections other plugins add with `register`
 * (each plugin calls it once as it starts). Only the member's own records, each list bounded.
 */
@Injectable()
export class PersonalDataService {
    private sections: PersonalDataSection[] = [];

    constructor(
        private connection: TransactionalConnection,
        private records: MemberRecordsService,
        private consents: MemberConsentsService,
    ) {}

    register(section: PersonalDataSection): void {
        if (OWN_SECTIONS.includes(section.key) || this.sections.some((s) => s.key === section.key)) {
            throw new Error(`The personal data section "${section.key}" is registered twice`);
        }
        this.sections.push(section);
    }

    async collect(ctx: RequestContext): Promise<Record<string, unknown>> {
        const member = await this.records.member(ctx);
        const [addresses, orders, consents] = await Promise.all([
            this.addresses(ctx, member),
            this.orders(ctx, member),
            this.consents.history(ctx, member.id),
        ]);
        const data: Record<string, unknown> = {
            exportedAt: new Date().toISOString(),
            profile: this.profile(member),
            addresses,
            orders,
            consents,
        };
        for (const section of this.sections) data[section.key] = await section.collect(ctx, member);
        return data;
    }

    private profile(member: Customer) {
        const fields = member.customFields as {
            birthday?: string | null;
            gender?: string | null;
            newsletter?: boolean;
            wechatOpenId?: string | null;
        };
        return {
            firstName: member.firstName,
            lastName: member.lastName,
            // The stand-in address of a member without e-mail is the shop's, not theirs.
            emailAddress: isMailable(member.emailAddress) ? member.emailAddress : null,
            phoneNumber: member.phoneNumber || null,
            birthday: fields.birthday || null,
            gender: fields.gender || null,
            newsletter: fields.newsletter === true,
            // The mini-program's WeChat account bound to the member (WeChat Pay pays as it).
            wechatOpenId: fields.wechatOpenId || null,
            memberSince: member.createdAt,
        };
    }

    private async addresses(ctx: RequestContext, member: Customer) {
        const rows = await this.connection.getRepository(ctx, Address).find({
            where: { customer: { id: member.id } },
            relations: { country: true },
            order: { id: 'ASC' },
            take: 100,
        });
        return rows.map((a) => ({
            fullName: a.fullName,
            phoneNumber: a.phoneNumber,
            province: a.province,
            city: a.city,
            streetLine1: a.streetLine1,
            streetLine2: a.streetLine2,
            postalCode: a.postalCode,
            countryCode: a.country?.code ?? null,
            defaultShippingAddress: a.defaultShippingAddress,
            defaultBillingAddress: a.defaultBillingAddress,
        }));
    }

    private async orders(ctx: RequestContext, member: Customer) {
        const orders = await this.connection.getRepository(ctx, Order).find({
            where: { customerId: member.id },
            order: { createdAt: 'DESC', id: 'DESC' },
            take: MAX_ORDERS_IN_DOWNLOAD,
        });
        if (orders.length === 0) return [];
        const lines = await this.connection
            .getRepository(ctx, OrderLine)
            .createQueryBuilder('line')
            .innerJoin('line.order', 'lineOrder')
            .addSelect('lineOrder.id')
            .leftJoinAndSelect('line.productVariant', 'variant')
            .leftJoinAndSelect('variant.translations', 'translation')
            .where('lineOrder.id IN (:...ids)', { ids: orders.map((o) => o.id) })
            .orderBy('line.id', 'ASC')
            .getMany();
        return orders.map((order) => ({
            code: order.code,
            createdAt: order.createdAt,
            placedAt: order.orderPlacedAt ?? null,
            state: order.state,
            currencyCode: order.currencyCode,
            lines: lines
                .filter((line) => idsAreEqual(line.order.id, order.id))
                .map((line) => ({
                    sku: line.productVariant?.sku ?? null,
                    name: nameOf(line.productVariant?.translations ?? [], ctx.languageCode),
                    quantity: line.quantity,
                    unitPriceWithTax: line.unitPriceWithTax,
                    linePriceWithTax: line.proratedLinePriceWithTax,
                })),
            subTotalWithTax: order.subTotalWithTax,
            shippingWithTax: order.shippingWithTax,
            totalWithTax: order.totalWithTax,
            shippingAddress: order.shippingAddress,
        }));
    }
}

function nameOf(translations: Array<Translation<unknown> & { name?: string }>, languageCode: string): string | null {
    const translation = translations.find((t) => t.languageCode === languageCode) ?? translations[0];
    return translation?.name ?? null;
}
