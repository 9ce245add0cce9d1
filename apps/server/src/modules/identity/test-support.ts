// The identity domain's helpers for other domains' tests and the test templates, never for production code.

export { useTestPasswordCost } from './password';
export { decodeCaptcha } from './signin/captcha-decoder';
export { solvedCaptcha } from './signin/captcha-testing';
