import type { ProductCardData } from '../catalog.server';
import { ProductCard } from './ProductCard';

export function ProductGrid({ cards }: { cards: ProductCardData[] }) {
    return (
        <ul className="grid" role="list">
            {cards.map((card, i) => (
                <li key={card.productId}>
                    <ProductCard card={card} eager={i < 4} />
                </li>
            ))}
        </ul>
    );
}
