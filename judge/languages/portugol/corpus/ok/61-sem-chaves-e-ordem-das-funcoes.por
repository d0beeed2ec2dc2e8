programa {
  const inteiro N = 7
  inteiro ordenado[N] = {2, 3, 5, 8, 13, 21, 34}

  funcao inicio() {
    inteiro x = -1
    escolha (x) {
      caso -1:
        escreva("menos um\n")
        pare
      caso contrario:
        escreva("outro\n")
    }
    se (x < 0) escreva("negativo\n")
    senao escreva("não negativo\n")
    inteiro i
    para (i = 0; i < 3; i++)
      escreva(dobro(i), " ")
    escreva("| i terminou em ", i, "\n")
    enquanto (x < 3) x++
    escreva("x = ", x, "\n")
    escreva(buscaBinaria(13, 0, N - 1), " ", buscaBinaria(4, 0, N - 1), " ", buscaBinaria(34, 0, N - 1), "\n")
  }

  // funções podem vir depois de quem as chama
  funcao inteiro dobro(inteiro a) {
    retorne a * 2
  }

  funcao inteiro buscaBinaria(inteiro alvo, inteiro inicioFaixa, inteiro fimFaixa) {
    se (inicioFaixa > fimFaixa) {
      retorne -1
    }
    inteiro meio = (inicioFaixa + fimFaixa) / 2
    se (ordenado[meio] == alvo) {
      retorne meio
    } senao se (ordenado[meio] < alvo) {
      retorne buscaBinaria(alvo, meio + 1, fimFaixa)
    }
    retorne buscaBinaria(alvo, inicioFaixa, meio - 1)
  }
}
