/**
 * Cart import and export need My downloads (their result files land there, and the file-task calls ask for
 * it): the cart calls themselves name no permission, any purchaser has a cart.
 */
export const CART_FILE_PERMISSION = 'myDownloads';
