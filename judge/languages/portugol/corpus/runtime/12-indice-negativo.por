programa {
  funcao inicio() {
    real notas[4]
    inteiro i
    leia(i)
    notas[i - 1] = 10
  }
}
