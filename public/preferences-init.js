(() => {
  const root = document.documentElement;
  try {
    if (localStorage.getItem('theme') === 'dark') root.classList.add('dark');
    if (localStorage.getItem('bionicReading') === 'true') root.classList.add('bionic-reading');
  } catch {
    /* storage unavailable: defaults apply */
  }
})();
