programa {
  inteiro movimentos = 0

  funcao hanoi(inteiro discos, caracter origem, caracter destino, caracter auxiliar) {
    se (discos == 0) {
      retorne
    }
    hanoi(discos - 1, origem, auxiliar, destino)
    movimentos++
    escreva("disco ", discos, ": ", origem, " -> ", destino, "\n")
    hanoi(discos - 1, auxiliar, destino, origem)
  }

  funcao inicio() {
    inteiro n
    leia(n)
    hanoi(n, 'A', 'C', 'B')
    escreva(movimentos, " movimentos\n")
  }
}
