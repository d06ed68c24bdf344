/**
 * What other features and the cms's shared modules may use of `push` (issue #41 item 4): notifying candidates'
 * devices, their export and deletion. Strapi loads an API folder's `index` for a default export; this one has none.
 */
export { pushDevices } from './services/devices';
export { notifyApplicationStatus } from './services/application-status';
