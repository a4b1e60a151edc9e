import { expect, type Page } from '@playwright/test';

export interface AddressEntry {
    fullName: string;
    phone: string;
    province: string;
    city: string;
    district: string;
    street: string;
    postalCode: string;
}

export const SHANGHAI: AddressEntry = {
    fullName: '王小明',
    phone: '139 1234-5678',
    province: '上海市',
    city: '市辖区',
    district: '黄浦区',
    street: '南京东路 100 号',
    postalCode: '200001',
};

/** Fills the Chinese address form (checkout's and the address book's), regions from their lists. */
export async function fillAddress(page: Page, entry: AddressEntry = SHANGHAI) {
    await page.getByLabel('收货人').fill(entry.fullName);
    await page.getByLabel('手机号码').fill(entry.phone);
    await page.getByLabel('省份').selectOption({ label: entry.province });
    await expect(page.getByLabel('城市').locator('option', { hasText: entry.city })).toHaveCount(1);
    await page.getByLabel('城市').selectOption({ label: entry.city });
    await expect(page.getByLabel('区县').locator('option', { hasText: entry.district })).toHaveCount(1);
    await page.getByLabel('区县').selectOption({ label: entry.district });
    await page.getByLabel('详细地址').fill(entry.street);
    await page.getByLabel('邮政编码').fill(entry.postalCode);
}
