import { MAX_LINE_QUANTITY } from '@maison/shared';

import { imageUrl } from '~/lib/image-url';
import { useTranslation } from '~/lib/use-translation';

import { isLineShort } from '../bag-state';
import type { Bag, BagLine } from '../bag.server';
import { useBagChange } from '../use-bag-change';
import { LinePrice } from './LinePrice';

/** One line of the bag: what it is, its prices, a quantity stepper and removal (spec §2). */
export function BagLineItem({ bag, line, money }: { bag: Bag; line: BagLine; money: (fen: number) => string }) {
    const { t } = useTranslation();
    const { fetcher, busy } = useBagChange();
    const variant = line.productVariant;
    const buckle = line.customFields?.buckle;
    const short = isLineShort(bag, line);
    // While a change is on its way, the stepper shows the quantity asked for.
    const pending =
        fetcher.formData?.get('intent') === 'quantity' ? Number(fetcher.formData.get('quantity')) : undefined;
    const quantity = pending ?? line.quantity;
    const removing = busy && fetcher.formData?.get('intent') === 'remove';

    return (
        <li className={`bag-line${removing ? ' bag-line--removing' : ''}${short ? ' bag-line--short' : ''}`}>
            <div className="bag-line__image">
                {line.featuredAsset && (
                    <img src={imageUrl(line.featuredAsset.preview, 'card')} alt="" width={75} height={113} />
                )}
                {short && <span className="bag-line__mask">{t('bag.insufficientStock')}</span>}
            </div>
            <div className="bag-line__body">
                <p className="bag-line__sku">{variant.sku}</p>
                <p className="bag-line__name">{variant.name}</p>
                {variant.options.map((o) => (
                    <p key={o.code} className="bag-line__option">
                        {o.group.name}: {o.name}
                    </p>
                ))}
                {buckle && (
                    <p className="bag-line__option bag-line__buckle">
                        {t('bag.buckle')}: {buckle.name}
                    </p>
                )}
                <p className="bag-line__price">
                    <LinePrice line={line} money={money} />
                </p>
                <fetcher.Form method="post" action="/api/bag" defaultShouldRevalidate={false} className="stepper">
                    <input type="hidden" name="intent" value="quantity" />
                    <input type="hidden" name="orderLineId" value={line.id} />
                    <button
                        type="submit"
                        name="quantity"
                        value={quantity - 1}
                        className="stepper__button"
                        disabled={busy || quantity <= 1}
                        aria-label={t('bag.decrease', { name: variant.name })}
                    >
                        −
                    </button>
                    <output className="stepper__value" aria-live="polite" aria-label={t('bag.quantity')}>
                        {quantity}
                    </output>
                    <button
                        type="submit"
                        name="quantity"
                        value={quantity + 1}
                        className="stepper__button"
                        disabled={busy || quantity >= MAX_LINE_QUANTITY}
                        aria-label={t('bag.increase', { name: variant.name })}
                    >
                        +
                    </button>
                </fetcher.Form>
            </div>
            <fetcher.Form method="post" action="/api/bag" defaultShouldRevalidate={false}>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="orderLineId" value={line.id} />
                <button
                    type="submit"
                    className="link-button"
                    disabled={busy}
                    aria-label={t('bag.removeNamed', { name: variant.name })}
                >
                    {t('bag.remove')}
                </button>
            </fetcher.Form>
        </li>
    );
}
