export default () => ({ host: '127.0.0.1', port: 0 });
