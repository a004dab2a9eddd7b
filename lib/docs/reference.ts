/** Where the reference reads the document: the one the API serves, never a copy. */
export const PUBLIC_DOCUMENT_URL = "/v1/public.json";
