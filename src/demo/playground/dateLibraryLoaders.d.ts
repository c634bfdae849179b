/** Loaders of the date libraries other than dayjs (see the .js file for why it is JavaScript). */
export declare const dateLibraryLoaders: Record<string, () => Promise<Record<string, unknown>>>;
