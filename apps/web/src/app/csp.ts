/** The CSP nonce the server put into index.html, or undefined (Vite dev server: no CSP there). */
export function cspNonce(): string | undefined {
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined;
}
