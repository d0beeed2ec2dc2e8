programa {
  funcao inteiro buscar(inteiro v[], inteiro tamanho, inteiro alvo) {
    inteiro i = 0
    enquanto (i < tamanho e v[i] != alvo) {
      i++
    }
    se (i == tamanho) {
      retorne -1
    }
    retorne i
  }

  funcao inicio() {
    inteiro v[] = {5, 3, 9, 1, 7}
    inteiro alvo
    faca {
      leia(alvo)
      se (alvo != 0) {
        inteiro pos = buscar(v, 5, alvo)
        se (pos == -1) {
          escreva(alvo, " não encontrado\n")
        } senao {
          escreva(alvo, " encontrado na posição ", pos, "\n")
        }
      }
    } enquanto (alvo != 0)
  }
}
