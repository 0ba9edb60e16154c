import { defineResourceEntry } from '../../providers/resourceEntry';
import { bannerContract } from './contract';
import { bannerMessages as m } from './messages';

// The views build the spec's payloads (rules/form.ts, kinds.ts); the entries pass them through.

export const mainBannersResource = defineResourceEntry({
  pagination: 'client',
  list: bannerContract.mainList,
  create: bannerContract.mainCreate,
  update: bannerContract.mainUpdate,
  delete: bannerContract.mainDelete,
  searchFields: ['judul', 'linkTujuan'],
  notFound: m.notFound,
});

export const webSubBannerResource = defineResourceEntry({
  pagination: 'client',
  list: bannerContract.subList,
  create: bannerContract.subCreate,
  update: bannerContract.subUpdate,
  delete: bannerContract.subDelete,
  searchFields: ['judul', 'linkTo'],
  notFound: m.notFound,
});
