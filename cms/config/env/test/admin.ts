export default () => ({ serveAdminPanel: false });
