// The root `npm start`: a short tour of what hostkit has built so far.
console.log("hostkit: see README.md for the packages and how to use them.");
