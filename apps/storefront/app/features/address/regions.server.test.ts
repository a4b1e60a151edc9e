import { describe, expect, it } from 'vitest';

import { childrenOf, codesOf, provinceList, regionNames } from './regions.server';

describe('regions of mainland China', () => {
    it('lists the 31 provincial divisions, then cities, then districts', () => {
        expect(provinceList()).toHaveLength(31);
        expect(provinceList()[0]).toEqual({ code: '11', name: '北京市' });
        expect(childrenOf('31').map((c) => c.code)).toContain('3101');
        expect(childrenOf('3101').map((d) => d.name)).toContain('黄浦区');
        expect(childrenOf('310101')).toEqual([]);
        expect(childrenOf('../x')).toEqual([]);
    });

    it('names a chosen province, city and district only when each lies in the one before', () => {
        expect(regionNames({ provinceCode: '31', cityCode: '3101', districtCode: '310101' })).toEqual({
            province: '上海市',
            city: '上海市',
            district: '黄浦区',
        });
        expect(regionNames({ provinceCode: '44', cityCode: '4403', districtCode: '440305' })).toEqual({
            province: '广东省',
            city: '深圳市',
            district: '南山区',
        });
        expect(regionNames({ provinceCode: '44', cityCode: '3101', districtCode: '310101' })).toBeUndefined();
        expect(regionNames({ provinceCode: '31', cityCode: '3101', districtCode: '440305' })).toBeUndefined();
    });

    it('finds the codes of a kept address again', () => {
        expect(codesOf({ province: '上海市', city: '上海市', streetLine2: '黄浦区' })).toEqual({
            provinceCode: '31',
            cityCode: '3101',
            districtCode: '310101',
        });
    });
});
