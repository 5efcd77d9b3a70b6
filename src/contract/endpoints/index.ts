// The API's endpoint table: every route the server answers under /api, one entry each (decision 043).
import { cartEndpoints } from './cart.js';

export const api = {
  cart: cartEndpoints,
};
