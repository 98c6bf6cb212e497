// Starts the app once a page rendered on the server has painted (docs/decisions/0229): the app's
// script then no longer shares a slow link with the page's stylesheet, font and pictures. The
// page's links work before it runs; the client takes the page over within a frame of painting it.
(function () {
  var loader = document.currentScript;
  var entry = loader.getAttribute('data-entry');
  var preloads = (loader.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A tab opened in the background paints nothing until it is shown: it starts at once instead.
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  // The callback runs before the first frame is painted; the timeout after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
