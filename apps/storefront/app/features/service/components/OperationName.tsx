import { useTranslation } from '~/lib/use-translation';

/** An operation's code in the visitor's words; an unknown code as it is. */
export function useOperationName(): (operation: string) => string {
    const { t } = useTranslation();
    return (operation) => t(`serviceInfo.operation.${operation}`, { defaultValue: operation });
}
