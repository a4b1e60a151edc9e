import { Trans, useLingui } from '@lingui/react/macro';
import {
    CONTENT_BLOCK_TYPES,
    CONTENT_TEXT_MAX_LENGTH,
    type ContentBlockInput,
    type ContentBlockType,
    MAX_CONTENT_BLOCKS,
    MAX_DOWNLOADS,
    MAX_GALLERY_PICTURES,
    MAX_PRODUCT_ROW_SKUS,
} from '@maison/shared';
import { Button, Input, Label, NativeSelect, NativeSelectOption, RichTextEditor, Textarea } from '@vendure/dashboard';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useState } from 'react';

import { AssetThumb, PickAssetsButton, SingleAssetField } from './asset-field';
import { type AssetRef, type BlockItem, blockItem, emptyBlock } from './entry-form';
import { BlockTypeLabel } from './labels';
import type { Language } from './languages';

type Previews = Map<string, AssetRef & { mimeType: string }>;

function BlockField({
    id,
    label,
    invalid,
    children,
}: Readonly<{ id: string; label: ReactNode; invalid?: boolean; children: ReactNode }>) {
    return (
        <div className="flex flex-col gap-1.5" data-invalid={invalid || undefined}>
            <Label htmlFor={id} className={invalid ? 'text-destructive' : undefined}>
                {label}
            </Label>
            {children}
        </div>
    );
}

/** The fields of one block, by its type. */
function BlockFields({
    block,
    fieldId,
    previews,
    onChange,
}: Readonly<{
    block: ContentBlockInput;
    fieldId: string;
    previews: Previews;
    onChange: (block: ContentBlockInput) => void;
}>) {
    const { t } = useLingui();
    const text = (id: string, label: ReactNode, value: string, set: (value: string) => void) => (
        <BlockField id={`${fieldId}-${id}`} label={label}>
            <Input
                id={`${fieldId}-${id}`}
                maxLength={CONTENT_TEXT_MAX_LENGTH}
                value={value}
                onChange={(e) => set(e.target.value)}
            />
        </BlockField>
    );

    switch (block.type) {
        case 'richText':
            return (
                <div data-field={`${fieldId}-html`}>
                    <RichTextEditor value={block.html} onChange={(html) => onChange({ ...block, html })} />
                </div>
            );
        case 'picture':
            return (
                <div className="grid gap-3 md:grid-cols-2">
                    <div className="md:col-span-2">
                        <SingleAssetField
                            value={block.assetId}
                            preview={previews.get(block.assetId)}
                            title={t`Choose the picture`}
                            onChange={(asset) => onChange({ ...block, assetId: asset?.id ?? '' })}
                        />
                    </div>
                    {text('alt', <Trans>Alternative text</Trans>, block.alt ?? '', (alt) =>
                        onChange({ ...block, alt }),
                    )}
                    {text('caption', <Trans>Caption</Trans>, block.caption ?? '', (caption) =>
                        onChange({ ...block, caption }),
                    )}
                </div>
            );
        case 'gallery':
            return (
                <div className="flex flex-col gap-3">
                    {block.pictures.map((picture, i) => {
                        const set = (next: Partial<typeof picture>) =>
                            onChange({
                                ...block,
                                pictures: block.pictures.map((p, j) => (j === i ? { ...p, ...next } : p)),
                            });
                        return (
                            <div
                                key={`${picture.assetId}-${i}`}
                                className="grid items-end gap-3 border-b pb-3 md:grid-cols-[auto_1fr_1fr_auto]"
                            >
                                <AssetThumb asset={previews.get(picture.assetId)} fallbackId={picture.assetId} />
                                {text(`alt-${i}`, <Trans>Alternative text</Trans>, picture.alt ?? '', (alt) =>
                                    set({ alt }),
                                )}
                                {text(`caption-${i}`, <Trans>Caption</Trans>, picture.caption ?? '', (caption) =>
                                    set({ caption }),
                                )}
                                <Button
                                    type="button"
                                    size="sm"
                                    variant="ghost"
                                    onClick={() =>
                                        onChange({ ...block, pictures: block.pictures.filter((_, j) => j !== i) })
                                    }
                                >
                                    <Trans>Remove</Trans>
                                </Button>
                            </div>
                        );
                    })}
                    {block.pictures.length < MAX_GALLERY_PICTURES ? (
                        <div>
                            <PickAssetsButton
                                multiple
                                label={<Trans>Add pictures</Trans>}
                                title={t`Choose the gallery's pictures`}
                                onPick={(assets) =>
                                    onChange({
                                        ...block,
                                        pictures: [
                                            ...block.pictures,
                                            ...assets.map((asset) => ({ assetId: asset.id, alt: '', caption: '' })),
                                        ].slice(0, MAX_GALLERY_PICTURES),
                                    })
                                }
                            />
                        </div>
                    ) : null}
                </div>
            );
        case 'video':
            return (
                <div className="grid gap-3 md:grid-cols-2">
                    <BlockField id={`${fieldId}-video`} label={<Trans>Video file</Trans>}>
                        <SingleAssetField
                            value={block.assetId}
                            preview={previews.get(block.assetId)}
                            title={t`Choose the video`}
                            onChange={(asset) => onChange({ ...block, assetId: asset?.id ?? '' })}
                        />
                    </BlockField>
                    <BlockField id={`${fieldId}-poster`} label={<Trans>Poster picture</Trans>}>
                        <SingleAssetField
                            optional
                            value={block.posterAssetId ?? ''}
                            preview={block.posterAssetId ? previews.get(block.posterAssetId) : undefined}
                            title={t`Choose the poster picture`}
                            onChange={(asset) => onChange({ ...block, posterAssetId: asset?.id })}
                        />
                    </BlockField>
                    <div className="md:col-span-2">
                        {text('caption', <Trans>Caption</Trans>, block.caption ?? '', (caption) =>
                            onChange({ ...block, caption }),
                        )}
                    </div>
                </div>
            );
        case 'quote':
            return (
                <div className="grid gap-3">
                    <BlockField id={`${fieldId}-text`} label={<Trans>Quotation</Trans>}>
                        <Textarea
                            id={`${fieldId}-text`}
                            maxLength={CONTENT_TEXT_MAX_LENGTH}
                            value={block.text}
                            onChange={(e) => onChange({ ...block, text: e.target.value })}
                        />
                    </BlockField>
                    {text('cite', <Trans>Who said it</Trans>, block.cite ?? '', (cite) => onChange({ ...block, cite }))}
                </div>
            );
        case 'products':
            return (
                <div className="grid gap-3 md:grid-cols-2">
                    {text('title', <Trans>Row title</Trans>, block.title ?? '', (title) =>
                        onChange({ ...block, title }),
                    )}
                    <BlockField id={`${fieldId}-skus`} label={<Trans>SKUs, one a line</Trans>}>
                        <Textarea
                            id={`${fieldId}-skus`}
                            rows={Math.min(MAX_PRODUCT_ROW_SKUS, Math.max(3, block.skus.length + 1))}
                            value={block.skus.join('\n')}
                            onChange={(e) =>
                                onChange({ ...block, skus: e.target.value.split('\n').slice(0, MAX_PRODUCT_ROW_SKUS) })
                            }
                        />
                    </BlockField>
                </div>
            );
        case 'cta':
            return (
                <div className="grid gap-3 md:grid-cols-2">
                    {text('label', <Trans>Button label</Trans>, block.label, (label) => onChange({ ...block, label }))}
                    {text(
                        'href',
                        <Trans>Link (a shop path such as /watches, or https://…)</Trans>,
                        block.href,
                        (href) => onChange({ ...block, href }),
                    )}
                </div>
            );
        default:
            return (
                <div className="flex flex-col gap-3">
                    {text('title', <Trans>Title</Trans>, block.title ?? '', (title) => onChange({ ...block, title }))}
                    {block.files.map((file, i) => (
                        <div
                            key={`${file.assetId}-${i}`}
                            className="grid items-end gap-3 border-b pb-3 md:grid-cols-[auto_1fr_auto]"
                        >
                            <AssetThumb asset={previews.get(file.assetId)} fallbackId={file.assetId} />
                            {text(`label-${i}`, <Trans>Label</Trans>, file.label, (label) =>
                                onChange({
                                    ...block,
                                    files: block.files.map((f, j) => (j === i ? { ...f, label } : f)),
                                }),
                            )}
                            <Button
                                type="button"
                                size="sm"
                                variant="ghost"
                                onClick={() => onChange({ ...block, files: block.files.filter((_, j) => j !== i) })}
                            >
                                <Trans>Remove</Trans>
                            </Button>
                        </div>
                    ))}
                    {block.files.length < MAX_DOWNLOADS ? (
                        <div>
                            <PickAssetsButton
                                multiple
                                label={<Trans>Add files</Trans>}
                                title={t`Choose the files to download`}
                                onPick={(assets) =>
                                    onChange({
                                        ...block,
                                        files: [
                                            ...block.files,
                                            ...assets.map((asset) => ({ assetId: asset.id, label: asset.name })),
                                        ].slice(0, MAX_DOWNLOADS),
                                    })
                                }
                            />
                        </div>
                    ) : null}
                </div>
            );
    }
}

/** A translation's body: its blocks in order, each moved, removed or edited, and a new one added. */
export function BlockEditor({
    language,
    blocks,
    previews,
    invalidIndex,
    onChange,
}: Readonly<{
    language: Language;
    blocks: BlockItem[];
    previews: Previews;
    /** The block a refusal named, highlighted. */
    invalidIndex?: number;
    onChange: (blocks: BlockItem[]) => void;
}>) {
    const { t } = useLingui();
    const [adding, setAdding] = useState<ContentBlockType>('richText');
    const move = (from: number, to: number) => {
        const next = [...blocks];
        const [moved] = next.splice(from, 1);
        next.splice(to, 0, moved);
        onChange(next);
    };
    return (
        <div className="flex flex-col gap-3" data-blocks={language}>
            {blocks.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                    <Trans>The body has no blocks yet.</Trans>
                </p>
            ) : null}
            {blocks.map((item, index) => {
                const invalid = invalidIndex === index;
                return (
                    <section
                        key={item.key}
                        data-block-type={item.block.type}
                        data-invalid={invalid || undefined}
                        className={`rounded-md border p-3 ${invalid ? 'border-destructive' : ''}`}
                        aria-label={`${index + 1}`}
                    >
                        <div className="mb-3 flex items-center gap-2">
                            <span className="text-sm font-medium">
                                {index + 1}. <BlockTypeLabel type={item.block.type} />
                            </span>
                            <span className="ml-auto flex gap-1">
                                <Button
                                    type="button"
                                    size="icon"
                                    variant="ghost"
                                    aria-label={t`Move up`}
                                    title={t`Move up`}
                                    disabled={index === 0}
                                    onClick={() => move(index, index - 1)}
                                >
                                    <ArrowUpIcon className="h-4 w-4" />
                                </Button>
                                <Button
                                    type="button"
                                    size="icon"
                                    variant="ghost"
                                    aria-label={t`Move down`}
                                    title={t`Move down`}
                                    disabled={index === blocks.length - 1}
                                    onClick={() => move(index, index + 1)}
                                >
                                    <ArrowDownIcon className="h-4 w-4" />
                                </Button>
                                <Button
                                    type="button"
                                    size="icon"
                                    variant="ghost"
                                    aria-label={t`Remove block`}
                                    title={t`Remove block`}
                                    onClick={() => onChange(blocks.filter((b) => b.key !== item.key))}
                                >
                                    <Trash2Icon className="h-4 w-4" />
                                </Button>
                            </span>
                        </div>
                        <BlockFields
                            block={item.block}
                            fieldId={`${language}-block-${index}`}
                            previews={previews}
                            onChange={(block) =>
                                onChange(blocks.map((b) => (b.key === item.key ? { key: b.key, block } : b)))
                            }
                        />
                    </section>
                );
            })}
            {blocks.length < MAX_CONTENT_BLOCKS ? (
                <div className="flex flex-wrap items-end gap-2">
                    <BlockField id={`${language}-new-block`} label={<Trans>Block type</Trans>}>
                        <NativeSelect
                            id={`${language}-new-block`}
                            value={adding}
                            onChange={(e) => setAdding(e.target.value as ContentBlockType)}
                        >
                            {CONTENT_BLOCK_TYPES.map((type) => (
                                <NativeSelectOption key={type} value={type}>
                                    <BlockTypeLabel type={type} />
                                </NativeSelectOption>
                            ))}
                        </NativeSelect>
                    </BlockField>
                    <Button
                        type="button"
                        variant="outline"
                        onClick={() => onChange([...blocks, blockItem(emptyBlock(adding))])}
                    >
                        <PlusIcon className="mr-2 h-4 w-4" />
                        <Trans>Add block</Trans>
                    </Button>
                </div>
            ) : null}
        </div>
    );
}
