import sharp from 'sharp';

// libvips keeps the results of recent operations (up to 50 MB) in case a picture is read again; a cover
// is encoded once, so nothing is gained. One thread per picture, whatever the number of cores: covers
// are few, and each worker thread keeps its buffers (decision 042).
sharp.cache(false);
sharp.concurrency(1);

export { sharp };
