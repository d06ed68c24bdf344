const open = () => ({ auth: false as const });

export default {
  routes: [
    { method: 'GET', path: '/villes/:query', handler: 'places.villes', config: open() },
    { method: 'GET', path: '/villes', handler: 'places.villes', config: open() },
    { method: 'GET', path: '/villes_cp/:query', handler: 'places.villesCp', config: open() },
    { method: 'GET', path: '/villes_cp', handler: 'places.villesCp', config: open() },
    { method: 'GET', path: '/zonegeo/:query', handler: 'places.zonegeo', config: open() },
    { method: 'GET', path: '/json/localisation/:list', handler: 'places.localisation', config: open() },
  ],
};
