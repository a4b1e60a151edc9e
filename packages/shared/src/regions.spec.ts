import { describe, expect, it } from 'vitest';

import { addressBookOrder, chinaDivisions, toAddressInput } from './regions';

describe('regions of an address', () => {
    it('keeps a form’s address with its regions’ names, the district as the second street line', () => {
        const address = {
            fullName: '张伟',
            phoneNumber: '13800138000',
            provinceCode: '44',
            cityCode: '4403',
            districtCode: '440305',
            streetLine1: '科技南路18号',
            postalCode: '518057',
        };
        expect(toAddressInput(address)).toEqual({
            fullName: '张伟',
            phoneNumber: '13800138000',
            province: '广东省',
            city: '深圳市',
            streetLine2: '南山区',
            streetLine1: '科技南路18号',
            postalCode: '518057',
            countryCode: 'CN',
        });
        expect(toAddressInput({ ...address, districtCode: '310101' })).toBeUndefined();
    });

    it('has the whole tree, three levels deep', () => {
        const tree = chinaDivisions();
        expect(tree).toHaveLength(31);
        expect(tree[0].children?.[0].children?.[0]).toEqual({ code: '110101', name: '东城区' });
    });

    it('orders an address book: default delivery, default billing, then oldest first', () => {
        const book = [
            { id: '3' },
            { id: '1' },
            { id: '4', defaultBillingAddress: true },
            { id: '5', defaultShippingAddress: true },
        ];
        expect(book.sort(addressBookOrder).map((a) => a.id)).toEqual(['5', '4', '1', '3']);
    });
});
