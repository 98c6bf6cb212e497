// Starts the app once a page rendered on the server has painted (docs/decisions/0229): the app's
// script then no longer shares a slow link with the page's stylesheet, font and pictures. The
// page's links work before it runs; the client takes the page over right after the first paint.
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
  // The first contentful paint as the browser reports it: a frame's callbacks can run well before
  // that frame is on screen. Where paint timing is missing, the frame after the first one.
  var observable = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (observable && observable.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // Never later than this, whatever the page paints.
  setTimeout(start, 3000);
})();
