import type { ContentBlock } from '@maison/shared';
import { Link } from 'react-router';

import type { ProductCardData } from '~/features/catalog/catalog.server';
import { ProductCard } from '~/features/catalog/components/ProductCard';
import { useUi } from '~/features/ui/use-ui';
import { useTranslation } from '~/lib/use-translation';

import { fileSizeText, fileTypeText } from '../blocks';
import { ContentImage } from './ContentPicture';

/** The text column's width, and the wider one pictures may take on a large screen. */
const TEXT_SIZES = '(min-width: 860px) 760px, 100vw';
const GALLERY_SIZES = '(min-width: 860px) 380px, 50vw';

type Block<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;

function RichText({ block }: { block: Block<'richText'> }) {
    // The server sanitised this HTML on save and again on output (issue 32): it is the one
    // block whose markup is rendered as given.
    return <div className="prose" dangerouslySetInnerHTML={{ __html: block.html }} />;
}

function Picture({ block }: { block: Block<'picture'> }) {
    return (
        <figure className="content-figure">
            <ContentImage picture={block.asset} alt={block.alt} sizes={TEXT_SIZES} />
            {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
    );
}

function Gallery({ block }: { block: Block<'gallery'> }) {
    const { t } = useTranslation();
    return (
        <ul className="content-gallery" role="list" aria-label={t('content.gallery')}>
            {block.pictures.map((p) => (
                <li key={p.asset.id}>
                    <figure className="content-figure">
                        <ContentImage picture={p.asset} alt={p.alt} sizes={GALLERY_SIZES} />
                        {p.caption && <figcaption>{p.caption}</figcaption>}
                    </figure>
                </li>
            ))}
        </ul>
    );
}

/** A poster that opens the shop's video layer: no video is loaded before the visitor asks. */
export function VideoPoster({
    block,
    label = block.caption || block.asset.name,
}: {
    block: Pick<Block<'video'>, 'asset' | 'poster' | 'caption'>;
    /** What the video is, for the button's accessible name. */
    label?: string;
}) {
    const { t } = useTranslation();
    const { openVideo } = useUi();
    return (
        <figure className="content-figure content-video">
            <button
                type="button"
                className="content-video__play"
                data-video={block.asset.src}
                onClick={() => openVideo(block.asset.src)}
                aria-label={t('content.playVideo', { title: label })}
            >
                {block.poster ? (
                    <ContentImage picture={block.poster} alt="" sizes={TEXT_SIZES} />
                ) : (
                    <span className="content-video__blank" />
                )}
                <span className="content-video__icon" aria-hidden="true" />
            </button>
            {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
    );
}

function Quote({ block }: { block: Block<'quote'> }) {
    return (
        <figure className="content-quote">
            <blockquote>
                <p>{block.text}</p>
            </blockquote>
            {block.cite && <figcaption>{block.cite}</figcaption>}
        </figure>
    );
}

function Products({ block, products }: { block: Block<'products'>; products: Record<string, ProductCardData> }) {
    const { t } = useTranslation();
    // As a listing does: what the shop no longer sells is left out, a sold-out watch is marked.
    const cards = block.skus.flatMap((sku) => products[sku] ?? []);
    if (!cards.length) return null;
    return (
        <section className="content-products" aria-label={block.title || t('content.products')}>
            {block.title && <h2 className="content-products__title">{block.title}</h2>}
            <ul className="grid content-products__grid" role="list">
                {cards.map((card) => (
                    <li key={card.variantSku}>
                        <ProductCard card={card} />
                    </li>
                ))}
            </ul>
        </section>
    );
}

/** A call to action: the shop's own pages by client navigation, another site in a new tab. */
export function CallToAction({ label, href }: { label: string; href: string }) {
    if (href.startsWith('/')) {
        return (
            <Link to={href} className="button button--primary content-cta">
                {label}
            </Link>
        );
    }
    const web = /^https?:/i.test(href);
    return (
        <a
            href={href}
            className="button button--primary content-cta"
            {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
            {label}
        </a>
    );
}

export function Downloads({ block }: { block: Pick<Block<'downloads'>, 'title' | 'files'> }) {
    const { t, i18n } = useTranslation();
    if (!block.files.length) return null;
    return (
        <section className="content-downloads" aria-label={block.title || t('content.downloads')}>
            {block.title && <h2 className="content-downloads__title">{block.title}</h2>}
            <ul role="list">
                {block.files.map((file) => (
                    <li key={file.asset.id}>
                        <a href={file.asset.src} download={file.asset.name} className="content-downloads__link">
                            <span className="content-downloads__label">{file.label}</span>
                            <span className="content-downloads__meta">
                                {t(file.asset.name ? 'content.fileMeta' : 'content.fileTypeSize', {
                                    name: file.asset.name,
                                    type: fileTypeText(file.asset.mimeType),
                                    size: fileSizeText(file.asset.fileSize, i18n.language),
                                })}
                            </span>
                        </a>
                    </li>
                ))}
            </ul>
        </section>
    );
}

/** The body of an entry, block by block. */
export function ContentBlocks({
    blocks,
    products,
}: {
    blocks: readonly ContentBlock[];
    products: Record<string, ProductCardData>;
}) {
    return (
        <div className="content-body">
            {blocks.map((block, i) => {
                switch (block.type) {
                    case 'richText':
                        return <RichText key={i} block={block} />;
                    case 'picture':
                        return <Picture key={i} block={block} />;
                    case 'gallery':
                        return <Gallery key={i} block={block} />;
                    case 'video':
                        return <VideoPoster key={i} block={block} />;
                    case 'quote':
                        return <Quote key={i} block={block} />;
                    case 'products':
                        return <Products key={i} block={block} products={products} />;
                    case 'cta':
                        return (
                            <p key={i} className="content-cta-row">
                                <CallToAction label={block.label} href={block.href} />
                            </p>
                        );
                    case 'downloads':
                        return <Downloads key={i} block={block} />;
                }
            })}
        </div>
    );
}
