export const CMS_URL = 'http://cms.test';
