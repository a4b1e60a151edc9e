import type { ProductCardData } from '../catalog.server';
import { ProductCard } from './ProductCard';

/**
 * A grid of product cards. The first `eager` cards (those on the first screen of a listing)
 * load their pictures at once; a grid below the fold passes 0, so that its pictures neither
 * get preloaded in the page's head nor compete with the page's main picture.
 */
export function ProductGrid({ cards, eager = 4 }: { cards: ProductCardData[]; eager?: number }) {
    return (
        <ul className="grid" role="list">
            {cards.map((card, i) => (
                <li key={card.productId}>
                    <ProductCard card={card} eager={i < eager} />
                </li>
            ))}
        </ul>
    );
}
