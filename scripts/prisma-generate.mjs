console.log("prisma generate placeholder")
